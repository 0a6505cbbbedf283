import { LimitedPageQueryDto } from '../../common/validation/pagination.dto';

/** GET /file: pages of uploads, newest first unless `order=asc`. */
export class FilesQueryDto extends LimitedPageQueryDto {}
