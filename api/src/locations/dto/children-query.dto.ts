import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { QueryNumber } from '../../common/validation/query-decorators';

export class ChildrenQueryDto {
  @ApiPropertyOptional({ description: 'Parent location id; absent for the countries' })
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(1)
  loc?: number;
}
