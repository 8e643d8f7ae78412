export * from './session-rules';
export { useCustomerSession, useClearSession } from './use-customer-session';
export { RequireCustomer } from './RequireCustomer';
