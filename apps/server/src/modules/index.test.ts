import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverModules } from '.';

describe('the module manifest', () => {
  it('has one entry for every module folder, and none for a folder that is not there', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(serverModules.map((module) => module.name).sort()).toEqual(folders.sort());
  });

  it('names each call list once', () => {
    const lists = serverModules.flatMap((module) => module.calls ?? []);
    expect(new Set(lists).size).toBe(lists.length);
  });
});
