// Free of the schema library: the sign-in page reads these and loads without it.

/** Demo accounts offered as quick logins on the login page when the stage is local. */
export const quickDevLogins = [
  { label: 'Admin', email: 'admin@demo.test' },
  { label: 'Card admin', email: 'card.admin@demo.test' },
  { label: 'God', email: 'god@mobilo.test' },
] as const;
export const demoPassword = 'Demo!2026';
