// What a role may call, as the contract's permission table says (docs/product-rules.md#roles): the
// function, and the hook following the signed-in user's role as it changes.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, createTestSession } from '../../../tests/test-utils';
import { mayCall, useMayCall } from './may-call';
import { SessionProvider } from './session-context';

describe('mayCall', () => {
  it('follows the permission table for each role, and refuses a gated call to nobody', () => {
    expect(mayCall('DELETE /api/product/:id', 'manager')).toBe(true);
    expect(mayCall('DELETE /api/product/:id', 'user')).toBe(false);
    expect(mayCall('POST /api/team/invitations', 'admin')).toBe(true);
    expect(mayCall('POST /api/team/invitations', 'manager')).toBe(false);
    expect(mayCall('POST /api/order/bulk-delete', null)).toBe(false);
    expect(mayCall('PATCH /api/order/:id', 'user')).toBe(true);
    expect(mayCall('GET /api/product/list', undefined)).toBe(true);
  });
});

describe('useMayCall', () => {
  it('answers for the signed-in user’s role, and again when it changes', async () => {
    const session = createTestSession(createTestQueryClient());
    await session.start();
    await session.login({ email: 'demo@corvane.example', password: 'Corvane-demo-2026' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionProvider session={session}>{children}</SessionProvider>
    );
    const { result } = renderHook(() => useMayCall('POST /api/product'), { wrapper });
    expect(result.current).toBe(true);
    act(() =>
      session.store
        .getState()
        .dispatch({ type: 'REFRESH', user: { ...session.store.getState().user!, role: 'user' } }),
    );
    await waitFor(() => expect(result.current).toBe(false));
  });
});
