import { registerDecorator } from 'class-validator';

/** A number in steps of 0.5 (komi: 6.5, 0.5, -3). */
export function HalfPoints(): PropertyDecorator {
  return (target, key) => {
    registerDecorator({
      name: 'halfPoints',
      target: target.constructor,
      propertyName: String(key),
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Number.isInteger(value * 2),
      },
    });
  };
}
