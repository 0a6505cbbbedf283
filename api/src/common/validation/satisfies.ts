import { registerDecorator } from 'class-validator';

/**
 * Fails unless the value is a string the rule accepts (with `each`, every item of an array): a
 * domain rule (isMoveText, isPlausibleSgfDate ...) used as it is by a DTO.
 */
export function Satisfies(
  rule: (text: string) => boolean,
  options: { each?: boolean } = {},
): PropertyDecorator {
  return (target, key) => {
    registerDecorator({
      name: `satisfies ${rule.name}`,
      target: target.constructor,
      propertyName: String(key),
      options: { each: options.each },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && rule(value),
      },
    });
  };
}
