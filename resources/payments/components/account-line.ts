/**
 * A payment account on one line, in a module of its own without React: the account pickers, the
 * channel list and the list's CSV export (written in a worker, without React) read it here.
 */

/** "BCA · 5270418833 · PT Optik Prima Nusantara": one account on one line (pickers, channels). */
export const accountLine = (account: {
  bankCode: string;
  accountNumber: string;
  accountHolder: string;
}) => `${account.bankCode} · ${account.accountNumber} · ${account.accountHolder}`;
