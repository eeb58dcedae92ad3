import { createContext, useContext } from 'react'

/** What the page around a list can do for an operator stuck on an error. */
export type FailureActions = {
  /** Opens the token field. */
  enterToken?: () => void
  /** Takes the operator back to the game picker. */
  chooseGame?: () => void
  /** Hosts besides the service's whose pages an error may link to (config.json). */
  documentationHosts?: readonly string[]
}

export const FailureActionsContext = createContext<FailureActions>({})

export const useFailureActions = () => useContext(FailureActionsContext)
