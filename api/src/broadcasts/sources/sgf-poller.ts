import { Injectable } from '@nestjs/common';

/** Polls the SGF addresses of unfinished boards. (Scaffold: implemented by the sources helper.) */
@Injectable()
export class SgfPoller {}
