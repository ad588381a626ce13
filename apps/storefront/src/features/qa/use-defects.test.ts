import { defectsOf, qaPersona, qaSettings } from '@shop/core/qa';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../users/stores/session-store';
import { activeDefectsNow, defectBindingsNow, loadSessionDefects } from './use-defects';

const signInAs = (email: string) =>
  useSessionStore.setState({
    user: { userId: 7, emailId: email, firstName: 'A', lastName: 'B', token: 't' },
  });

afterEach(() => useSessionStore.setState({ user: null }));

describe('the defects a session meets, loaded only where there are any', () => {
  it('a shop’s own page (no sandbox cookie) loads nothing and meets nothing, even as a persona', async () => {
    signInAs(qaPersona('problem').email);
    const before = defectBindingsNow();
    await loadSessionDefects();
    expect(defectBindingsNow()).toBe(before);
    expect(activeDefectsNow().size).toBe(0);
  });

  it('a demo session meets its persona’s defects once its start has loaded them', async () => {
    document.cookie = `${qaSettings.sandbox.cookie}=sandbox-key-0123456789; path=/`;
    signInAs(qaPersona('problem').email);
    await loadSessionDefects();
    expect(defectBindingsNow()).toBeDefined();
    expect([...activeDefectsNow()]).toEqual(defectsOf('problem'));
  });
});
