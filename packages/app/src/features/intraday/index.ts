// What other features may import from the intraday feature (docs/slices.md): nothing yet.
export {};
