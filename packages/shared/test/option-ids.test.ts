import { describe, expect, it } from 'vitest';
import {
  MODEL_ID,
  optionUid,
  parseOptionUid,
  parseVillageKey,
  rebaseOptionUid,
  villageIdOfUid,
  villageKey,
} from '../src/index.ts';

describe('option uids', () => {
  it('writes and parses home, internal and external uids', () => {
    expect(optionUid.internal(11, 101)).toBe('int-11-101');
    expect(optionUid.external(3)).toBe('ext-3');
    expect(parseOptionUid(optionUid.home)).toEqual({ kind: 'home' });
    expect(parseOptionUid('int-11-101')).toEqual({
      kind: 'internal',
      modelId: MODEL_ID.internal,
      villageId: 11,
      contractId: 101,
    });
    expect(parseOptionUid('ext-3')).toEqual({ kind: 'external', modelId: MODEL_ID.external, villageId: 3 });
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'Home', 'int-11', 'ext-3-4', 'int-a-1', 'int-1-2-3', ' ext-3', 'stay', 'unk'])
      expect(parseOptionUid(bad)).toBeNull();
  });
  it('names the village of a uid', () => {
    expect(villageIdOfUid('int-11-101')).toBe(11);
    expect(villageIdOfUid('ext-3')).toBe(3);
    expect(villageIdOfUid('home')).toBeNull();
    expect(villageIdOfUid('nonsense')).toBeNull();
  });
  it('rebases a uid onto a cloned village, keeping home and unknown uids, dropping an uncopied village', () => {
    const ids = new Map([
      [11, 21],
      [3, 13],
    ]);
    const to = (v: number) => ids.get(v);
    expect(rebaseOptionUid('int-11-101', to)).toBe('int-21-101');
    expect(rebaseOptionUid('ext-3', to)).toBe('ext-13');
    expect(rebaseOptionUid('home', to)).toBe('home');
    expect(rebaseOptionUid('other', to)).toBe('other');
    expect(rebaseOptionUid('ext-4', to)).toBeNull();
  });
});

describe('village keys (property/:villageKey)', () => {
  it('round-trips both models', () => {
    expect(villageKey(MODEL_ID.internal, 12)).toBe('int-12');
    expect(villageKey(MODEL_ID.external, 3)).toBe('ext-3');
    expect(parseVillageKey('int-12')).toEqual({ modelId: 1, villageId: 12 });
    expect(parseVillageKey('ext-3')).toEqual({ modelId: 2, villageId: 3 });
  });
  it('refuses a uid with a contract, other prefixes and nothing', () => {
    for (const bad of [undefined, '', 'int-12-5', 'home', 'village-3', 'ext-'])
      expect(parseVillageKey(bad)).toBeNull();
  });
});
