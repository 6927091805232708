import { describe, expect, it } from 'vitest';
import { testI18n } from '../testing/testI18n.ts';
import { passwordHint } from './passwordHint.ts';

describe('passwordHint', () => {
  const t = testI18n('nl').t;
  const policy = '8–128 tekens';

  it('is the policy alone until something is typed', () => {
    expect(passwordHint(t, policy, '')).toBe(policy);
  });

  it('adds the domain’s strength estimate while typing', () => {
    expect(passwordHint(t, policy, 'kort')).toBe('8–128 tekens · Sterkte: zwak');
    expect(passwordHint(t, policy, 'geheim1234')).toBe('8–128 tekens · Sterkte: redelijk');
    expect(passwordHint(t, policy, 'paard batterij nietje')).toBe('8–128 tekens · Sterkte: sterk');
  });
});
