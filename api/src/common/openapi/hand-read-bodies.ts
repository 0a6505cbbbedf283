import type { SchemaObject } from '@nestjs/swagger';
import { LANGUAGES, THEMES } from '@domain/account/account-rules';

/**
 * The OpenAPI schemas of bodies read by hand rather than through a DTO (the parsers check them
 * field by field), so the document, and the contract fuzz test that reads it, know their fields.
 */
const count = { type: 'integer', minimum: 0 } as const;
const point = { type: 'string', example: 'D4', description: 'a GTP vertex' } as const;

/** POST /games/{id}/{kind} and /games/{id}/undo/{answer}: what each action carries. */
export const GAME_ACTION_BODY: SchemaObject = {
  type: 'object',
  properties: {
    move: { ...point, description: 'kind move: the point played' },
    points: { type: 'array', items: point, description: 'kind removal: the dead stones' },
    clientSeq: {
      ...count,
      description: "the client's number of the action (a resend is harmless)",
    },
    lagMs: { ...count, description: "the client's measured one-way lag" },
  },
};

/** POST /games/{id}/chat */
export const CHAT_BODY: SchemaObject = {
  type: 'object',
  properties: { text: { type: 'string', maxLength: 500 }, clientSeq: count },
  required: ['text'],
};

/** PATCH /user/info/{id}: the fields to change, each optional. */
export const USER_INFO_PATCH_BODY: SchemaObject = {
  type: 'object',
  properties: {
    FirstName: { type: 'string' },
    LastName: { type: 'string' },
    MiddleName: { type: 'string' },
    Birthday: {
      type: 'object',
      nullable: true,
      properties: {
        day: { type: 'integer' },
        month: { type: 'integer' },
        year: { type: 'integer' },
      },
    },
    LocationID: { type: 'integer', nullable: true },
    Theme: { type: 'string', enum: [...THEMES] },
    Language: { type: 'string', enum: [...LANGUAGES] },
  },
};

/** POST /video/submit */
export const VIDEO_SUBMIT_BODY: SchemaObject = {
  type: 'object',
  properties: {
    upload: { type: 'string', description: 'the tus upload id' },
    name: { type: 'string', description: 'the name shown in the list' },
  },
  required: ['upload', 'name'],
};
