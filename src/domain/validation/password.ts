/**
 * The password policy for new and changed passwords: at least 8 characters with letters and digits. One
 * rule for the server (which enforces it) and the browser's forms (which tell the user before sending).
 * The demo password "metrodesk" predates it and is only ever set by the seed or an administrator's reset.
 */
export const isStrongPassword = (password: string): boolean =>
  password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password)
