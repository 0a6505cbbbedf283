import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { PolicyDocsService } from './policy-docs.service';

@ApiTags('docs')
@Controller('docs')
export class PolicyDocsController {
  constructor(private readonly policyDocsService: PolicyDocsService) {}

  @Get(':name')
  @ApiParam({ name: 'name', example: 'privacy-policy.pdf' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF' })
  @Header('Cache-Control', 'public, max-age=3600')
  async document(@Param('name') name: string): Promise<StreamableFile> {
    return new StreamableFile(await this.policyDocsService.read(name), {
      type: 'application/pdf',
      disposition: `inline; filename="${name}"`,
    });
  }
}
