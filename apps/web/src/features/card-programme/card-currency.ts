/** The card issuer keeps the cards' money in euros (docs/adr/0027), whatever the company's currency. */
export const cardCurrency = 'EUR';
