import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';

export type Item = Record<string, AttributeValue>;
export const toItem = (o: Record<string, unknown>): Item => marshall(o, { removeUndefinedValues: true });
export const fromItem = <T = Record<string, unknown>>(item: Item): T => unmarshall(item) as T;
