import { jest } from '@jest/globals';
import { dismissToast, getToasts, toast, TOAST_DURATION_MS } from './toast-store';

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the current one', () => {
    toast({ title: 'Profile Created!' });
    toast({ title: 'Error', description: 'boom', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Error', variant: 'destructive', open: true });
  });

  it('defaults to the default variant, closes on dismiss and shows for 5000 ms', () => {
    jest.useFakeTimers();
    toast({ title: 'Hello' });
    expect(getToasts()[0]).toMatchObject({ variant: 'default', open: true });
    dismissToast();
    expect(getToasts()[0]?.open).toBe(false);
    // Spec §9: a dismissed toast is removed after 1,000,000 ms.
    jest.advanceTimersByTime(1_000_000);
    expect(getToasts()).toHaveLength(0);
    expect(TOAST_DURATION_MS).toBe(5000);
    jest.useRealTimers();
  });
});
