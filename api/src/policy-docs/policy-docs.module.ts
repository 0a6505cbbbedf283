import { resolve } from 'node:path';
import { Module } from '@nestjs/common';
import { PolicyDocsController } from './policy-docs.controller';
import { PolicyDocsService } from './policy-docs.service';
import { POLICY_DOCS_DIR } from './policy-docs.tokens';

@Module({
  controllers: [PolicyDocsController],
  providers: [
    { provide: POLICY_DOCS_DIR, useFactory: () => resolve('public', 'docs') },
    PolicyDocsService,
  ],
})
export class PolicyDocsModule {}
