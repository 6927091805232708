// What other features may import from the loan feature (docs/slices.md): nothing yet.
export {};
