import type { BackendModule, ReadCallback } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { namespaceBackend } from './namespace-backend';

function read(backend: BackendModule, language: string, namespace: string) {
  return new Promise<Parameters<ReadCallback>>((resolve) =>
    backend.read(language, namespace, (...answer) => resolve(answer)),
  );
}

describe('namespaceBackend', () => {
  it('gives each language its part of the bundle, and a language without texts nothing', async () => {
    const backend = namespaceBackend({ coupon: async () => ({ ru: { a: 'А' }, en: { a: 'A' } }) });
    expect(await read(backend, 'ru', 'coupon')).toEqual([null, { a: 'А' }]);
    expect(await read(backend, 'en', 'coupon')).toEqual([null, { a: 'A' }]);
    expect(await read(backend, 'kz', 'coupon')).toEqual([null, {}]);
  });

  it('hands i18next a copy, so the lib export is never changed through the store', async () => {
    const texts = { ru: { a: 'А' } };
    const [, data] = await read(namespaceBackend({ coupon: async () => texts }), 'ru', 'coupon');
    expect(data).not.toBe(texts.ru);
  });

  it('reads an unknown namespace as empty instead of failing the load', async () => {
    expect(await read(namespaceBackend({}), 'ru', 'nowhere')).toEqual([null, {}]);
  });

  it('reports a failed loader as retryable and runs it again on the next read', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ ru: { a: 'А' } });
    const backend = namespaceBackend({ coupon: loader });

    const [error, retry] = await read(backend, 'ru', 'coupon');
    expect(error).toBeInstanceOf(Error);
    expect(retry).toBe(true);

    expect(await read(backend, 'ru', 'coupon')).toEqual([null, { a: 'А' }]);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
