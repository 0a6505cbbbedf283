/** The parts of an OpenAPI 3 document the contract fuzz test reads. */
export interface SchemaObject {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  minItems?: number;
  format?: string;
  nullable?: boolean;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: SchemaObject;
}

export interface Operation {
  /** e.g. 'POST /api/v1/login (AuthController_login)', to name a failing operation */
  name: string;
  method: string;
  /** with {name} placeholders */
  path: string;
  parameters: Parameter[];
  /** the JSON body's schema, refs resolved; null when the document declares no JSON body */
  body: SchemaObject | null;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, its parameters and JSON body schema with references resolved. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = resolverOf(document);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({
          name: parameter.name,
          in: parameter.in as 'path' | 'query',
          schema: resolve(parameter.schema ?? {}),
        }));
      const json = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        name: `${method.toUpperCase()} ${path} (${operation.operationId ?? 'no id'})`,
        method: method.toUpperCase(),
        path,
        parameters,
        body: json ? resolve(json) : null,
      });
    }
  }
  return operations;
}

/** Replaces $ref with the referenced schema, all the way down (the documents have no cycles). */
function resolverOf(document: OpenApiDocument) {
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema: SchemaObject, depth = 0): SchemaObject => {
    if (depth > 10) return {};
    const target = schema.$ref ? (schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema;
    const properties = target.properties
      ? Object.fromEntries(
          Object.entries(target.properties).map(([key, value]) => [key, resolve(value, depth + 1)]),
        )
      : undefined;
    const items = target.items ? resolve(target.items, depth + 1) : undefined;
    return { ...target, $ref: undefined, properties, items };
  };
  return resolve;
}
