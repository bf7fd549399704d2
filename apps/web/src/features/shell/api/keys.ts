/** Query keys of the shell's texts: the licences, the static texts and the privacy policy per language. */
export const shellKeys = {
  licences: () => ['licences'] as const,
  staticTexts: () => ['static-text'] as const,
  staticText: (text: string) => [...shellKeys.staticTexts(), text] as const,
  privacyPolicy: (culture: string) => [...shellKeys.staticTexts(), 'privacy-policy', culture] as const,
};
