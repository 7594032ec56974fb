import { createTimeField, dictField, joinedField, remarkField, sortField } from './fields'
import { defineResource } from './types'

/*
 * Materials of the notification centre (资料: tools, system manuals, templates) that every user downloads there
 * (POST /api/material/page, server/modules/material). Kept here by whoever holds the material buttons: the
 * file is uploaded through the file API and named by the record; removing a material leaves its file to the
 * file rules (a file still offered by a live material cannot be removed).
 */
export const materials = defineResource({
  code: 'material',
  label: { zh: '资料管理', en: 'Materials' },
  table: 'material',
  base: '/api/material',
  // The notification centre's list is the spec's /api/material/page; the managed list has its own path.
  endpoints: { page: '/api/material/list' },
  permission: 'material',
  titleField: 'name',
  // The lab's document templates are among them (type 2): replacing one's file is a change kept here.
  history: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: [
    dictField('material_type', {
      name: 'type',
      label: { zh: '类型', en: 'Type' },
      data: 'int',
      required: true,
      searchByDefault: true,
      sortable: true,
      width: 110,
    }),
    {
      name: 'name',
      label: { zh: '名称', en: 'Name' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 200,
      sortable: true,
      searchByDefault: true,
      width: 240,
    },
    {
      name: 'fileId',
      label: { zh: '文件', en: 'File' },
      type: 'input',
      data: 'uuid',
      widget: 'file',
      required: true,
      list: false,
      searchable: false,
    },
    joinedField(
      { table: 'file', key: 'file_id', column: 'original_name' },
      { name: 'fileName', label: { zh: '文件名', en: 'File name' }, width: 200 },
    ),
    remarkField({ maxLength: 500, width: 240 }),
    // The notification centre's order; materials added here keep the default and follow by type and name.
    { ...sortField, hidden: true, form: false },
    createTimeField,
  ],
})
