import { graphql, type ResultOf } from '../../../lib/graphql';

export const HOUR_ALLOCATION_FIELDS = graphql(`
  fragment HourAllocationFields on HourAllocation {
    _id
    amount
    unit
    applies
    allocatedMinutes
    pendingMinutes
    usedMinutes
    remainingMinutes
    createdAt
    ledger {
      _id
      kind
      minutes
      sessionStartsAt
      hostBookingId
      eventTitle
      createdAt
    }
    mentor {
      _id
      fullName
    }
    program {
      _id
      name
    }
  }
`);

export const HOUR_BUDGETS = graphql(
  `
    query HourBudgets($startupId: ID!) {
      hourBudgets(startupId: $startupId) {
        startupId
        state
        viewerCanAllocate
        allocations {
          ...HourAllocationFields
        }
      }
    }
  `,
  [HOUR_ALLOCATION_FIELDS],
);

export const ALLOCATE_HOURS = graphql(
  `
    mutation AllocateHours($startupId: ID!, $mentorId: ID, $amount: Float!, $unit: HourAllocationUnit!) {
      allocateHours(startupId: $startupId, mentorId: $mentorId, amount: $amount, unit: $unit) {
        ...HourAllocationFields
      }
    }
  `,
  [HOUR_ALLOCATION_FIELDS],
);

export const UPDATE_HOUR_ALLOCATION = graphql(
  `
    mutation UpdateHourAllocation($id: ID!, $amount: Float!, $unit: HourAllocationUnit!) {
      updateHourAllocation(id: $id, amount: $amount, unit: $unit) {
        ...HourAllocationFields
      }
    }
  `,
  [HOUR_ALLOCATION_FIELDS],
);

export const DELETE_HOUR_ALLOCATION = graphql(`
  mutation DeleteHourAllocation($id: ID!) {
    deleteHourAllocation(id: $id)
  }
`);

/** The hosts assigned to the startup: whom a pair allocation can name. */
export const BUDGET_HOSTS = graphql(`
  query BudgetHosts($startupId: ID!) {
    bookableHosts(startupId: $startupId) {
      hosts {
        _id
        fullName
      }
    }
  }
`);

export type HourBudgetsData = ResultOf<typeof HOUR_BUDGETS>['hourBudgets'];
export type HourAllocationData = ResultOf<typeof HOUR_ALLOCATION_FIELDS>;
