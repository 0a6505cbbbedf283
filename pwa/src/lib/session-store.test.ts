import { describe, expect, it } from 'vitest';
import { createSessionStore, type UserAnswer } from './session-store';
import type { SessionUser } from './session-user';

const ANNA: SessionUser = {
  ID: 7,
  Name: 'Anna',
  UserName: 'anna',
  PictureURL: '',
  Email: 'anna@example.org',
  Roles: ['user'],
  ConsentDate: null,
  FirstName: '',
  LastName: '',
  Language: null,
  Theme: null,
};

/** A GET /user whose answer the test gives when it chooses. */
function pendingAnswers() {
  const answers: ((answer: UserAnswer) => void)[] = [];
  const fetchUser = () => new Promise<UserAnswer>((resolve) => answers.push(resolve));
  return { fetchUser, answer: (index: number, answer: UserAnswer) => answers[index](answer) };
}

describe('session store', () => {
  it('does not sign a signed-out user back in with an answer asked before the sign-out', async () => {
    const network = pendingAnswers();
    const session = createSessionStore(network.fetchUser);
    session.getState().setUser(ANNA);
    const loading = session.getState().load();
    session.getState().signOut();
    network.answer(0, { user: ANNA, answered: true });
    await loading;
    expect(session.getState().user).toBeNull();
    expect(session.getState().status).toBe('ready');
  });

  it('does not sign out a user who signed in while an older answer (nobody) was on its way', async () => {
    const network = pendingAnswers();
    const session = createSessionStore(network.fetchUser);
    const loading = session.getState().load();
    session.getState().setUser(ANNA);
    network.answer(0, { user: null, answered: true });
    await loading;
    expect(session.getState().user).toEqual(ANNA);
  });

  it('applies an answer when nobody signed in or out meanwhile, profile changes included', async () => {
    const network = pendingAnswers();
    const session = createSessionStore(network.fetchUser);
    session.getState().setUser(ANNA);
    const loading = session.getState().load();
    session.getState().updateUser({ FirstName: 'Anna' });
    network.answer(0, { user: { ...ANNA, Name: 'Anna K' }, answered: true });
    await loading;
    expect(session.getState().user?.Name).toBe('Anna K');
  });
});
