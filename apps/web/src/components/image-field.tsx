import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { isValidBrandImage, MAX_BRAND_IMAGE_BYTES } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

export interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shows the preview on a dark background (the dark logo). */
  dark?: boolean;
}

/** Picks a PNG, JPEG or WebP image (a logo, a partner's picture), checks its content like the server does, and previews it. */
export function ImageField({ label, value, onChange, dark = false }: ImageFieldProps) {
  const { t } = useTranslation('common');
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    const dataUrl = await readAsDataUrl(file).catch(() => null);
    if (dataUrl === null || !isValidBrandImage(dataUrl)) {
      setError(t('imageField.invalid', { size: Math.round(MAX_BRAND_IMAGE_BYTES / 1024) }));
      return;
    }
    setError(null);
    onChange(dataUrl);
  };

  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      <Group gap="sm" align="center">
        <Group
          w={160}
          h={56}
          justify="center"
          bg={dark ? 'dark.7' : 'gray.0'}
          style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
        >
          {value ? (
            <Image src={value} h={40} w="auto" fit="contain" alt={label} />
          ) : (
            <Text size="xs" c="dimmed">
              {t('imageField.none')}
            </Text>
          )}
        </Group>
        <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button variant="light" size="xs" {...props} aria-label={`${label}: ${t('imageField.choose')}`}>
              {t('imageField.choose')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            onClick={() => onChange(null)}
            aria-label={`${label}: ${t('imageField.remove')}`}
          >
            {t('imageField.remove')}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="xs" c="danger" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
