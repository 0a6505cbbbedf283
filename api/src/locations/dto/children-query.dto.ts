import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { QueryNumber } from '../../common/validation/query-decorators';

export class ChildrenQueryDto {
  @ApiPropertyOptional({ description: 'Parent location id; absent for the countries' })
  @IsOmittable()
  @QueryNumber()
  @IsInt()
  @Min(1)
  loc?: number;
}
