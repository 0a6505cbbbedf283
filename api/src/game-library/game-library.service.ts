import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { ERRORS } from '@domain/errors/error-catalogue';
import {
  LIBRARY_MAX_FILE_SIZE,
  LIBRARY_MAX_FILES,
  type LibraryFormats,
  type LibraryGameDetail,
  type LibraryUploadResult,
} from '@sync/contract/game-library';
import { isSafeFileName } from '@domain/files/file-name';
import { User } from '../accounts/entities/user.entity';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../common/config/accounts-config';
import { DEFAULT_SGF_SETTINGS } from '../common/config/sgf-config';
import type { UsageLimits } from '../common/config/usage-limits-config';
import { USAGE_LIMITS } from '../common/config/usage-limits.provider';
import { ApiError } from '../common/errors/api-error';
import type { LibraryUpdateDto } from './dto/library-update.dto';
import { readUpload, readUploads, type UploadedSgf } from './library-files';
import { LibraryGame } from './library-game.entity';
import { canChange, canSee, fillFromRecord, toDetail, toSummary } from './library-mapping';
import { parseStored, readRecords, serialise } from './sgf-records';
import { applyInfo } from './sgf-info';

/**
 * Users' SGF records: every file is checked and read before anything is written, and each change
 * is one transaction. Someone else's private record answers 404 like an unknown id (admins see
 * and change every record); a visible record of someone else can't be changed (403). An upload
 * creates at most LIBRARY_GAMES_PER_UPLOAD records, a user keeps at most LIBRARY_GAMES_PER_USER.
 */
@Injectable()
export class GameLibraryService {
  /** SGF_MAX_NODES */
  private readonly maxNodes: number;

  constructor(
    private readonly em: EntityManager,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
    @Inject(USAGE_LIMITS) private readonly limits: UsageLimits,
  ) {
    this.maxNodes = (config.sgf ?? DEFAULT_SGF_SETTINGS).maxNodes;
  }

  formats(): LibraryFormats {
    return { Formats: ['sgf'], MaxSize: LIBRARY_MAX_FILE_SIZE, MaxFiles: LIBRARY_MAX_FILES };
  }

  /**
   * Every game tree of every file becomes one game; nothing is stored when any file is bad, 413
   * LIBRARY_TOO_MANY_GAMES over the games one upload may create, 409 LIBRARY_FULL when the user's
   * records would pass their limit (counted with the user's row locked, so uploads at once can't
   * both slip under it).
   */
  async upload(
    user: User,
    files: UploadedSgf[] | undefined,
    isPrivate: boolean,
  ): Promise<LibraryUploadResult> {
    const read = readUploads(files, this.maxNodes);
    const { libraryGamesPerUpload: perUpload, libraryGamesPerUser: perUser } = this.limits;
    const count = read.reduce((sum, file) => sum + file.records.length, 0);
    if (count > perUpload) {
      const message = `${ERRORS.libraryTooManyGames.message}: at most ${perUpload}`;
      throw new ApiError('libraryTooManyGames', { message });
    }
    const games = await this.em.fork().transactional(async (em) => {
      await em.findOneOrFail(User, { id: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if ((await em.count(LibraryGame, { ownerId: user.id })) + count > perUser) {
        const message = `${ERRORS.libraryFull.message} (at most ${perUser})`;
        throw new ApiError('libraryFull', { message });
      }
      const now = new Date();
      const created = read.flatMap(({ fileName, records }) =>
        records.map((record) => {
          const game = new LibraryGame();
          game.ownerId = user.id;
          game.fileName = fileName;
          game.private = isPrivate;
          game.uploadedAt = now;
          game.updatedAt = now;
          fillFromRecord(game, record);
          em.persist(game);
          return game;
        }),
      );
      return created;
    });
    return { games: games.map((game) => toSummary(game, user.username, user)) };
  }

  /**
   * Replaces a record with the one game of a file, keeping its id, owner, flag and upload time
   * (the file name becomes the new file's). A file of several games is refused: which one was
   * meant can't be guessed, and dropping the others silently would lose them.
   */
  async replace(
    user: User,
    id: number,
    file: UploadedSgf | undefined,
    isPrivate?: boolean,
  ): Promise<LibraryGameDetail> {
    const { fileName, records } = readUpload(file, this.maxNodes);
    if (records.length !== 1) {
      throw new ApiError('sgfInvalid', {
        message:
          `The file is not a readable SGF game record: ${fileName}: ` +
          `it holds ${records.length} games; a record is replaced by one game`,
      });
    }
    return this.change(user, id, (game) => {
      game.fileName = fileName;
      if (isPrivate !== undefined) game.private = isPrivate;
      fillFromRecord(game, records[0]);
    });
  }

  /** A record the viewer may see: a public one for anyone (its shared link), else 404. */
  async detail(user: User | null, id: number): Promise<LibraryGameDetail> {
    const em = this.em.fork();
    const game = await visibleGame(em, user, id);
    return toDetail(game, await ownerName(em, game), user);
  }

  /**
   * File name, flag and game info; the info is written into the SGF's root properties. A name
   * that could be a path (isSafeFileName) is 400 FILE_NAME_INVALID.
   */
  async update(user: User, id: number, update: LibraryUpdateDto): Promise<LibraryGameDetail> {
    const fileName = update.fileName?.trim();
    if (fileName !== undefined && !isSafeFileName(fileName)) throw new ApiError('fileNameInvalid');
    return this.change(user, id, (game) => {
      if (fileName !== undefined) game.fileName = fileName;
      if (update.private !== undefined) game.private = update.private;
      if (update.info) {
        const root = parseStored(game.sgf);
        applyInfo(root, update.info);
        const [record] = readRecords(Buffer.from(serialise(root, game.boardSize)), this.maxNodes);
        record.encoding = game.encoding;
        fillFromRecord(game, record);
      }
    });
  }

  async delete(user: User, id: number): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const game = await changeableGame(em, user, id);
      em.remove(game);
    });
  }

  private async change(
    user: User,
    id: number,
    edit: (game: LibraryGame) => void,
  ): Promise<LibraryGameDetail> {
    return this.em.fork().transactional(async (em) => {
      const game = await changeableGame(em, user, id);
      edit(game);
      game.updatedAt = new Date();
      await em.flush();
      return toDetail(game, await ownerName(em, game), user);
    });
  }
}

async function visibleGame(em: EntityManager, user: User | null, id: number): Promise<LibraryGame> {
  const game = await em.findOne(LibraryGame, id);
  if (!game || !canSee(user, game)) throw new ApiError('libraryGameNotFound');
  return game;
}

async function changeableGame(em: EntityManager, user: User, id: number): Promise<LibraryGame> {
  const game = await visibleGame(em, user, id);
  if (!canChange(user, game)) throw new ApiError('permissionDenied');
  return game;
}

async function ownerName(em: EntityManager, game: LibraryGame): Promise<string> {
  const owner = await em.findOne(User, game.ownerId, { fields: ['username'] });
  return owner?.username ?? '';
}
