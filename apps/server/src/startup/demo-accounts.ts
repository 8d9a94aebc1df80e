/** Demo accounts created by the demo data and printed at start; the accounts feature fills this. */
export const demoAccounts: { role: string; email: string; password: string }[] = [];
