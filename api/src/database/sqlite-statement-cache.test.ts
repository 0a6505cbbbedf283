import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from './sqlite-statement-cache';

describe('cacheStatements', () => {
  it('hands out the same statement for the same SQL and keeps results right', () => {
    const db = new Database(':memory:');
    cacheStatements(db, 2);
    db.exec('create table t (x integer)');
    const insert = db.prepare('insert into t values (?)');
    expect(db.prepare('insert into t values (?)')).toBe(insert);
    insert.run(1);
    db.prepare('insert into t values (?)').run(2);
    expect(db.prepare('select sum(x) as s from t').get()).toEqual({ s: 3 });
  });

  it('forgets the least recently used statement beyond its size', () => {
    const db = new Database(':memory:');
    cacheStatements(db, 2);
    const one = db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1');
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(db.prepare('select 3'));
  });

  it('survives a schema change under a cached statement', () => {
    const db = new Database(':memory:');
    cacheStatements(db);
    db.exec('create table t (x integer)');
    db.prepare('insert into t values (?)').run(1);
    db.exec('drop table t; create table t (x integer, y integer default 7)');
    db.prepare('insert into t (x) values (?)').run(5);
    expect(db.prepare('select x, y from t').all()).toEqual([{ x: 5, y: 7 }]);
  });
});
