import { MSG } from '../../common/messages';

/** A GraphQL error as the server sends it: field messages travel in extensions.fields. */
export interface ServerError {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

/** react-admin's submission errors: one message per input, the rest in root.serverError. */
export type SubmissionErrors = Record<string, string | { serverError: string }>;

/** GraphQL's own text for a missing required input field (variables checked before any resolver). */
const REQUIRED_FIELD = /Field "(\w+)" of required type "[^"]+" was not provided/;

/**
 * docs/produto.md §5: server field errors attach to their inputs ('O campo é requerido.' for the schema's own
 * required-field messages); anything else goes to the form-level banner, one message per line.
 */
export function submissionErrors(errors: ServerError[]): SubmissionErrors {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const own = error.extensions?.fields ?? {};
    for (const [field, message] of Object.entries(own)) fields[field] ??= message;
    if (Object.keys(own).length) {
      // validationError() repeats the field messages as its text; only extra (general) text goes to the banner.
      if (error.message !== Object.values(own).join('\n')) general.push(error.message);
      continue;
    }
    const required = REQUIRED_FIELD.exec(error.message);
    if (required) fields[required[1]] ??= MSG.campoRequerido;
    else if (error.message) general.push(error.message);
  }
  const unique = [...new Set(general)];
  return unique.length ? { ...fields, root: { serverError: unique.join('\n') } } : fields;
}
