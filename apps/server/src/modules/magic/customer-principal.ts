/**
 * The magic-link customer as a caller (docs/adr/0010-principal-kinds.md): no user row, no role, no permissions;
 * one form, while its link is live. Built by `touchCustomerSession` on every request of a customer session.
 */
export interface CustomerPrincipal {
  kind: 'customer';
  magicUserId: number;
  formId: number;
  corporateId: number;
  /** The redeemed link the session came from. */
  linkId: number;
  /** When that link expires (the session ends with it). */
  expiresAt: Date;
  /** Always empty: a customer holds no permission of spec §6 (the guard's 'authenticated' check needs the field). */
  permissions: readonly string[];
}
