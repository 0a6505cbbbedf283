import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from '@domain/account/username-skeleton';
import { planUsernameUpgrade, type StoredUsername } from './username-upgrade';

let nextId = 0;
function row(username: string, extra: Partial<StoredUsername> = {}): StoredUsername {
  nextId += 1;
  return {
    id: nextId,
    username,
    usernameKey: username.toLowerCase(),
    status: 'active',
    roles: 'user',
    ...extra,
  };
}

describe('planUsernameUpgrade', () => {
  it('gives every live account the skeleton of its name', () => {
    const ann = row('Ann');
    expect(planUsernameUpgrade([ann])).toEqual([
      {
        id: ann.id,
        username: 'Ann',
        usernameKey: 'ann',
        usernameSkeleton: usernameSkeleton('Ann'),
        renamedFrom: null,
      },
    ]);
  });

  it('gives none to deleted accounts and bots', () => {
    const plan = planUsernameUpgrade([
      row('deleted-9', { status: 'deleted' }),
      row('bot-modern', { roles: 'user,bot' }),
    ]);
    expect(plan.map((p) => p.usernameSkeleton)).toEqual([null, null]);
  });

  it('leaves the later of two look-alikes without one, whatever order the rows come in', () => {
    const admin = row('admin');
    const lookalike = row('\u0430dmin');
    const plan = planUsernameUpgrade([lookalike, admin]);
    expect(plan.map((p) => [p.id, p.username, p.usernameSkeleton])).toEqual([
      [admin.id, 'admin', usernameSkeleton('admin')],
      [lookalike.id, '\u0430dmin', null],
    ]);
  });

  it('renames a username with @, avoiding taken names and their look-alikes', () => {
    const own = row('ann@mail.ru');
    const squatter = row('victim@example.org');
    const taken = row('ANN_MAIL.RU');
    const lookalike = row('Victim_ex\u0430mple.org');
    const third = row('x@y');
    const plan = planUsernameUpgrade([own, squatter, taken, lookalike, third, row('x_y-5')]);
    const renamed = plan.filter((p) => p.renamedFrom !== null);
    expect(renamed.map((p) => [p.renamedFrom, p.username, p.usernameKey])).toEqual([
      ['ann@mail.ru', `ann_mail.ru-${own.id}`, `ann_mail.ru-${own.id}`],
      [
        'victim@example.org',
        `victim_example.org-${squatter.id}`,
        `victim_example.org-${squatter.id}`,
      ],
      ['x@y', 'x_y', 'x_y'],
    ]);
    for (const p of renamed) expect(p.usernameSkeleton).toBe(usernameSkeleton(p.username));
    const skeletons = plan.map((p) => p.usernameSkeleton).filter((s) => s !== null);
    expect(new Set(skeletons).size).toBe(skeletons.length);
  });

  it('falls back to user-<id> when the name with its id would not fit the column', () => {
    const long = row(`${'a'.repeat(74)}@b.org`);
    const taken = row(`${'a'.repeat(74)}_b.org`);
    const plan = planUsernameUpgrade([long, taken]);
    expect(plan[0].username).toBe(`user-${long.id}`);
  });
});
