/** The folder the policy PDFs are served from (public/docs of the working directory). */
export const POLICY_DOCS_DIR = Symbol('POLICY_DOCS_DIR');
