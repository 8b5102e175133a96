// The sandbox's whole data model, one file per domain. Tables for later roadmap items (limit
// requests, messages, KYC, the outbox, the audit trail) are here already so that the player and
// ledger tables never need reshaping; routes for them arrive with their issues. Money columns:
// columns.ts.

export * from './skins';
export * from './players';
export * from './casino';
export * from './jackpots';
export * from './cms';
export * from './ledger';
export * from './campaigns';
export * from './messages';
export * from './security';
export * from './payments';
export * from './documents';
export * from './surveys';
