import { useEffect } from 'react';
import { useBranding } from '../../../lib/branding';
import { useCompanyStyle } from '../api/get-company-style';

const productFavicon = '/favicon.svg';

function setFavicon(href: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  link.type = href.startsWith('data:image/') ? href.slice(5, href.indexOf(';')) : 'image/svg+xml';
  link.href = href;
}

/**
 * Applies the company style while the signed-in area is shown, and returns to the product's own
 * look when it is left (sign-out).
 */
export function useApplyCompanyStyle() {
  const { data: style } = useCompanyStyle();
  const { setStyle } = useBranding();

  useEffect(() => {
    if (!style) return;
    setStyle(style);
    setFavicon(style.favicon ?? productFavicon);
  }, [style, setStyle]);

  useEffect(
    () => () => {
      setStyle(null);
      setFavicon(productFavicon);
    },
    [setStyle],
  );

  return style ?? null;
}
