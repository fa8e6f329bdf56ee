import { describe, expect, it } from 'vitest';
import { readTermsRules } from './terms-rules';

const item = (patch: Record<string, unknown> = {}) => ({
  link: '/information/rules/general',
  tags: ['general'],
  subRules: [{ position: 2 }, { position: 1 }],
  ...patch,
});

describe('readTermsRules', () => {
  it('[SES-056] reads each item as link, tags and sub-rules with their positions (in order)', () => {
    expect(
      readTermsRules({
        result: [item(), item({ link: 'https://kickoff.test/aml', tags: [], subRules: [] })],
        updatedAt: '2026-05-01T00:00:00.000Z',
      }),
    ).toEqual({
      ok: true,
      value: {
        rules: [
          { link: '/information/rules/general', tags: ['general'], subRules: [{ position: 1 }, { position: 2 }] },
          { link: 'https://kickoff.test/aml', tags: [], subRules: [] },
        ],
        updatedAt: '2026-05-01T00:00:00.000Z',
      },
    });
  });

  it('[SES-056] keeps only the fields it knows (the platform may add more)', () => {
    const reading = readTermsRules({
      result: [item({ title: 'x', subRules: [{ position: 3, text: 'y' }] })],
      updatedAt: null,
    });
    expect(reading).toEqual({
      ok: true,
      value: {
        rules: [{ link: '/information/rules/general', tags: ['general'], subRules: [{ position: 3 }] }],
        updatedAt: null,
      },
    });
  });

  it.each([
    ['no object', 'rules', ''],
    ['no list', { result: 'rules' }, 'result'],
    ['an item that is not an object', { result: [null] }, 'result.0'],
    ['a missing link', { result: [item({ link: undefined })] }, 'result.0.link'],
    ['an empty link', { result: [item({ link: ' ' })] }, 'result.0.link'],
    ['a javascript: link', { result: [item({ link: 'javascript:alert(1)' })] }, 'result.0.link'],
    ['a protocol-relative link', { result: [item({ link: '//evil.example/rules' })] }, 'result.0.link'],
    ['tags that are not strings', { result: [item({ tags: [1] })] }, 'result.0.tags'],
    ['missing sub-rules', { result: [item({ subRules: undefined })] }, 'result.0.subRules'],
    ['a sub-rule without a position', { result: [item({ subRules: [{}] })] }, 'result.0.subRules.0.position'],
    [
      'a fractional position',
      { result: [item(), item({ subRules: [{ position: 1.5 }] })] },
      'result.1.subRules.0.position',
    ],
    ['an updatedAt that is not a string', { result: [], updatedAt: 5 }, 'updatedAt'],
  ])('[SES-056] %s makes the whole answer malformed, naming where', (_, answer, path) => {
    expect(readTermsRules(answer)).toMatchObject({ ok: false, path });
  });
});
