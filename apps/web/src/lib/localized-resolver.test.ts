import { zodResolver } from '@hookform/resolvers/zod';
import { createCompanyRequestSchema, createUserFormSchema } from '@mobilo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { localizedResolver, validationText } from './localized-resolver';

afterEach(() => i18n.changeLanguage('en'));

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('field errors as sentences', () => {
  it('turns zod English and the schemas own keys into the language of the user', async () => {
    const resolver = localizedResolver(zodResolver(createUserFormSchema));
    const { errors } = await resolver(
      {
        firstName: '',
        lastName: 'Doe',
        email: 'not-an-email',
        roleId: '00000000-0000-4000-8000-000000000001',
        userType: 'LIGHT',
        culture: 'en',
        timezone: 'Europe/Berlin',
        budget: '12,345',
      } as never,
      undefined,
      options,
    );
    expect(errors.firstName?.message).toBe('Please fill in this field.');
    expect(errors.email?.message).toBe('Please enter a valid email address, e.g. name@company.com.');
    expect(errors.budget?.message).toBe('Please enter an amount such as 12.50 (at most two decimals).');

    await i18n.changeLanguage('de');
    const german = await localizedResolver(zodResolver(createCompanyRequestSchema))(
      { name: ' ' } as never,
      undefined,
      options,
    );
    expect(german.errors.name?.message).toBe('Bitte füllen Sie dieses Feld aus.');
  });

  it('falls back to a plain request to check the field', () => {
    expect(validationText({ type: 'custom', message: 'something else' })).toBe('Please check this field.');
  });
});
