/** The credit-loan slice's public surface (docs/slices.md): what other slices may call. */
export { registerLoanRoutes, type LoanRouteOptions } from './routes.ts';
export { LOAN_ORDER } from './catchUp.ts';
