import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { createTestClient } from '../testing/test-client';

const HOUR_MS = 3_600_000;

describe('limit service', () => {
  it('the `limits` user’s pending deposit limit is approvable at once (started 25 h ago) and becomes ACTIVE', async () => {
    const client = createTestClient(createPlatformMock());
    await client.signIn('limits');
    expect((await client.send('limitsAction', { body: { action: 1 } })).status).toBe(204);
    const limits = (await client.send('limitsGet')).body;
    expect(limits).toEqual([
      expect.objectContaining({ limitType: 20, limitValue: 20_000, limitState: 'ACTIVE', needApprove: false }),
    ]);
  });

  it('a new deposit limit is PENDING and cannot be approved before 24 h have passed', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    await client.signIn('demo');
    const saved = await client.send('limitsSave', { body: { limits: [{ limitType: 21, limitValue: 5_000 }] } });
    expect(saved.body).toMatchObject({
      status: 200,
      tokenGuid: null,
      limitsData: [expect.objectContaining({ limitType: 21, limitState: 'PENDING', needApprove: true })],
    });
    expect(await client.send('limitsAction', { body: { action: 1 } })).toMatchObject({
      status: 403,
      body: { status: 403, title: expect.any(String) },
    });
    mock.advanceClock(24 * HOUR_MS - 60_000);
    // A fresh token: the first one expired while the day passed.
    await client.signIn('demo');
    expect((await client.send('limitsAction', { body: { action: 1 } })).status).toBe(403);
    mock.advanceClock(60_000);
    expect((await client.send('limitsAction', { body: { action: 1 } })).status).toBe(204);
    expect((await client.send('limitsGet')).body[0]).toMatchObject({ limitType: 21, limitState: 'ACTIVE' });
  });

  it('rejecting drops the pending deposit limit', async () => {
    const client = createTestClient(createPlatformMock());
    await client.signIn('limits');
    expect((await client.send('limitsAction', { body: { action: 0 } })).status).toBe(204);
    expect((await client.send('limitsGet')).body).toEqual([
      expect.objectContaining({ limitState: 'ACTIVE', limitValue: 5_000 }),
    ]);
  });

  it('self-exclusion asks the test first and applies only when every answer is right', async () => {
    const client = createTestClient(createPlatformMock());
    await client.signIn('demo');
    const saved = (
      await client.send('limitsSave', { body: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 1 }] } })
    ).body;
    expect(saved.data.questions.length).toBeGreaterThan(0);
    expect(saved.tokenGuid).toEqual(expect.any(String));
    const wrong = await client.send('limitsTestAnswers', {
      body: { tokenGuid: saved.tokenGuid, answers: [{ questionId: 1, optionId: 2 }] },
    });
    expect(wrong.body).toMatchObject({ success: false, limitsData: [] });
    const answers = saved.data.questions.map((question: { id: number }) => ({ questionId: question.id, optionId: 1 }));
    const right = await client.send('limitsTestAnswers', { body: { tokenGuid: saved.tokenGuid, answers } });
    expect(right.body).toMatchObject({
      success: true,
      limitsData: [expect.objectContaining({ limitType: 30, limitState: 'ACTIVE' })],
    });
  });

  it('values outside a type’s allowed list are refused with { status, title }', async () => {
    const client = createTestClient(createPlatformMock());
    await client.signIn('demo');
    expect(await client.send('limitsSave', { body: { limits: [{ limitType: 32, limitValue: 7 }] } })).toMatchObject({
      status: 400,
      body: { status: 400, title: expect.any(String) },
    });
  });

  it('BlockUser makes the player self-excluded (type 37 ACTIVE); limits cannot change afterwards', async () => {
    const client = createTestClient(createPlatformMock());
    await client.signIn('demo');
    expect((await client.send('limitsBlockUser', { body: { selfExcludeReason: 2 } })).body).toEqual({ success: true });
    expect((await client.send('limitsGet')).body).toEqual([
      expect.objectContaining({ limitType: 37, limitState: 'ACTIVE' }),
    ]);
    expect((await client.send('limitsSave', { body: { limits: [{ limitType: 20, limitValue: 100 }] } })).status).toBe(
      403,
    );
  });

  it('limit calls need a signed-in user', async () => {
    const client = createTestClient(createPlatformMock());
    expect((await client.send('limitsGet')).status).toBe(401);
  });
});
