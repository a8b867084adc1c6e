/** The admin account the browser tests' server is started with (playwright.config.ts). */
export const adminAccount = { email: 'admin@retrato.test', password: 'senha-segura-123' };
