export const ROLE_LABELS = { member: "Member", staff: "Staff", admin: "Administrator" } as const;
