import { SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useState } from 'react';
import { type SessionFormatters, useFormat } from './format';
import { i18n } from './i18n';

/** One field of the object as the other side saved it, labelled in the current language. */
export interface ChangedMeanwhileField {
  label: string;
  value: string;
}

/**
 * What a screen does with a stale write of one object (docs/adr/0022): which of its fields the
 * "changed meanwhile" dialog shows, and how the reload takes the current object into the screen.
 */
export interface ChangedMeanwhile<T> {
  fields: (current: T, f: SessionFormatters) => ChangedMeanwhileField[];
  reload: (current: T) => unknown;
}

/** A mutation's `meta.changedMeanwhile`; the current object has passed the call's answer schema. */
export function changedMeanwhile<T>(handling: ChangedMeanwhile<T>): ChangedMeanwhile<unknown> {
  return handling as ChangedMeanwhile<unknown>;
}

export const changedMeanwhileModalId = 'changed-meanwhile';

function ChangedMeanwhileBody({ current, fields }: { current: unknown; fields: ChangedMeanwhile<unknown>['fields'] }) {
  const f = useFormat();
  const t = (key: 'changedMeanwhile.text' | 'changedMeanwhile.theirs') => i18n.t(key, { ns: 'common' });
  return (
    <Stack gap="sm" data-testid="changed-meanwhile">
      <Text size="sm">{t('changedMeanwhile.text')}</Text>
      <Text size="sm" fw={500}>
        {t('changedMeanwhile.theirs')}
      </Text>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
        {fields(current, f).map(({ label, value }) => [
          <Text key={`${label}-label`} size="sm" c="dimmed">
            {label}
          </Text>,
          <Text key={`${label}-value`} size="sm">
            {value}
          </Text>,
        ])}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The one answer to a stale write: a dialog with the other side's values and a reload. Nothing
 * of the user's write was stored; closing without reloading keeps the form, whose next save is
 * refused again until it has read the current version.
 */
export function openChangedMeanwhile(current: unknown, handling: ChangedMeanwhile<unknown>): void {
  const t = (key: 'changedMeanwhile.title' | 'changedMeanwhile.reload' | 'changedMeanwhile.close') =>
    i18n.t(key, { ns: 'common' });
  modals.close(changedMeanwhileModalId);
  modals.openConfirmModal({
    modalId: changedMeanwhileModalId,
    title: t('changedMeanwhile.title'),
    children: <ChangedMeanwhileBody current={current} fields={handling.fields} />,
    labels: { confirm: t('changedMeanwhile.reload'), cancel: t('changedMeanwhile.close') },
    confirmProps: { 'data-autofocus': true },
    onConfirm: () => {
      void handling.reload(current);
      for (const listener of reloadListeners) listener(current);
    },
  });
}

const reloadListeners = new Set<(current: unknown) => void>();

interface Versioned {
  id: string;
  version: number;
}

function isVersioned(value: unknown): value is Versioned {
  if (typeof value !== 'object' || value === null) return false;
  const { id, version } = value as { id?: unknown; version?: unknown };
  return typeof id === 'string' && typeof version === 'number';
}

/**
 * The object an open form edits and the version it read. The version is the one first seen, the
 * one of the screen's own saves (`took`) and the one taken in when the user reloads after a stale
 * write; a refetch in the background never moves it (the save would overwrite what it fetched),
 * nor refills the form (the user would lose what they typed). The form keys itself by `key`, so
 * that a reload refills it with the current values.
 */
export function useReloadable<T extends Versioned>(object: T | null) {
  const [read, setRead] = useState<{ id: string; version: number; reloads: number; current: T | null } | null>(null);
  if (object && read?.id !== object.id) setRead({ id: object.id, version: object.version, reloads: 0, current: null });
  const id = object?.id ?? null;
  useEffect(() => {
    if (!id) return undefined;
    const listener = (current: unknown) => {
      if (!isVersioned(current) || current.id !== id) return;
      setRead((before) =>
        before && before.id === id
          ? { id, version: current.version, reloads: before.reloads + 1, current: current as T }
          : before,
      );
    };
    reloadListeners.add(listener);
    return () => {
      reloadListeners.delete(listener);
    };
  }, [id]);
  const took = useCallback(
    (saved: Versioned) =>
      setRead((before) => (before?.id === saved.id ? { ...before, version: saved.version } : before)),
    [],
  );
  const mine = read?.id === id ? read : null;
  const reloaded = mine?.current && object && mine.current.version >= object.version ? mine.current : object;
  return {
    key: `${id ?? 'new'}-${mine?.reloads ?? 0}`,
    object: reloaded,
    version: mine?.version ?? object?.version ?? null,
    took,
  };
}
