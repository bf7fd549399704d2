import type { CompanyStyle } from './company-style';

/** The product's own look: no logos, the default colours, the company's name shown. */
export const defaultCompanyStyle: CompanyStyle = {
  logoLight: null,
  logoDark: null,
  favicon: null,
  colors: {},
  hideCompanyName: false,
};
