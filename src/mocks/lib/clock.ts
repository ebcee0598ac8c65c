/** The demo server's clock: when a write happens (createdAt, updatedAt, a ledger entry, a change log). */
export const nowIso = () => new Date().toISOString();
