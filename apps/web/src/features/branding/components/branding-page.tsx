import { Button, Checkbox, ColorInput, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { brandColourNames, defaultBrandColours, type BrandColourName, type CompanyStyle } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/load-state';
import { useCompanyStyle } from '../api/get-company-style';
import { useUpdateCompanyStyle } from '../api/update-company-style';
import { ImageField } from '../../../components/image-field';
import '../branding-texts';

/** Where any admin sets the company's logos, favicon, colours and whether its name is shown. */
export function BrandingPage() {
  const { t } = useTranslation('branding');
  const { data: style } = useCompanyStyle();
  const update = useUpdateCompanyStyle();
  if (!style) return <LoadingIndicator />;
  return (
    <Stack maw={760} gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <BrandingForm
        initial={style}
        saving={update.isPending}
        onSave={(draft, done) => update.mutate(draft, { onSuccess: done })}
      />
    </Stack>
  );
}

function defaultColour(name: BrandColourName): string {
  return name === 'primary' ? defaultBrandColours.secondary : defaultBrandColours[name];
}

export interface BrandingFormProps {
  initial: CompanyStyle;
  saving: boolean;
  /** Saves the style; `done` runs once it is stored. */
  onSave: (style: CompanyStyle, done: () => void) => void;
}

/** The style's images, colours and name switch: the company's own page and the operator's Style tab. */
export function BrandingForm({ initial, saving, onSave }: BrandingFormProps) {
  const { t } = useTranslation('branding');
  const [draft, setDraft] = useState<CompanyStyle>(initial);
  // What is typed into the colour fields; only complete #RRGGBB values become part of the style.
  const [colourTexts, setColourTexts] = useState<Partial<Record<BrandColourName, string>>>(initial.colors);
  const change = (patch: Partial<CompanyStyle>) => setDraft((current) => ({ ...current, ...patch }));

  const setColour = (name: BrandColourName, value: string) => {
    setColourTexts((texts) => ({ ...texts, [name]: value }));
    const colors = { ...draft.colors };
    if (/^#[0-9a-fA-F]{6}$/.test(value)) colors[name] = value;
    else delete colors[name];
    change({ colors });
  };

  const resetColours = () => {
    setColourTexts({});
    change({ colors: {} });
  };

  const save = () =>
    onSave(draft, () => notifications.show({ color: 'success', message: t('saved'), autoClose: 10_000 }));

  return (
    <Stack maw={760} gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('images.title')}
          </Title>
          <ImageField
            label={t('images.logoLight')}
            value={draft.logoLight}
            onChange={(logoLight) => change({ logoLight })}
          />
          <ImageField
            label={t('images.logoDark')}
            value={draft.logoDark}
            onChange={(logoDark) => change({ logoDark })}
            dark
          />
          <ImageField label={t('images.favicon')} value={draft.favicon} onChange={(favicon) => change({ favicon })} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('colours.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {brandColourNames.map((name) => (
              <ColorInput
                key={name}
                label={t(`colours.${name}`)}
                format="hex"
                placeholder={defaultColour(name)}
                value={colourTexts[name] ?? ''}
                onChange={(value) => setColour(name, value)}
              />
            ))}
          </SimpleGrid>
          <Checkbox
            label={t('hideCompanyName')}
            checked={draft.hideCompanyName}
            onChange={(event) => change({ hideCompanyName: event.currentTarget.checked })}
          />
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={resetColours}>
          {t('resetColours')}
        </Button>
        <Button onClick={save} loading={saving}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
