/** What the page around a list can do for an operator stuck on an error. */
export type FailureActions = {
  enterToken?: (() => void) | undefined
  chooseGame?: (() => void) | undefined
  /** Hosts besides the service's whose pages an error may link to (config.json). */
  documentationHosts?: readonly string[] | undefined
}
