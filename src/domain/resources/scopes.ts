import type { DataScopeDeclaration } from '../access/dataScope'

/**
 * Orders belong to the department of whoever registered them, to the people who registered, accepted and
 * handle them for the customer, and to their customer. Finance's bills are the same rows, read the same way.
 */
export const ORDER_DATA_SCOPE: DataScopeDeclaration = {
  dept: [{ column: 'create_dept' }],
  own: [{ column: 'create_user' }, { column: 'business_staff_id' }, { column: 'acceptor_id' }],
  customer: [{ column: 'customer_id' }],
}

/** A customer's document (quote, contract, invoice) belongs to its author's department, its author and its customer. */
export const CUSTOMER_DOCUMENT_SCOPE: DataScopeDeclaration = {
  dept: [{ column: 'create_dept' }],
  own: [{ column: 'create_user' }],
  customer: [{ column: 'customer_id' }],
}
