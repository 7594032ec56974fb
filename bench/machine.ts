import fs from 'node:fs/promises'
import os from 'node:os'

/** Busy milliseconds of all cores since boot. */
export function machineBusyMs(): number {
  return os
    .cpus()
    .reduce((sum, cpu) => sum + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq, 0)
}

// Linux reports process times in clock ticks; USER_HZ is 100 on every mainstream build.
const TICK_MS = 10

/** Milliseconds that the hypervisor gave this VM's cores to someone else, summed over cores (0 off Linux). */
export async function stealMs(): Promise<number> {
  try {
    const stat = await fs.readFile('/proc/stat', 'utf8')
    const fields = stat.split('\n')[0]?.trim().split(/\s+/) ?? []
    // cpu user nice system idle iowait irq softirq steal ...
    return Number(fields[8] ?? 0) * TICK_MS
  } catch {
    return 0
  }
}

/**
 * CPU milliseconds used so far by each process whose command line is picked (PostgreSQL backends show
 * "postgres: <cluster>: <user> <database> <client> <state>"), so the caller can add up only the
 * growth. Empty where /proc does not exist.
 */
export async function processCpuMs(pick: (cmdline: string) => boolean): Promise<Map<number, number>> {
  const found = new Map<number, number>()
  let entries: string[]
  try {
    entries = await fs.readdir('/proc')
  } catch {
    return found
  }
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        try {
          const cmdline = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8')
          if (!pick(cmdline)) return
          const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8')
          // Fields after the command name, which is in parentheses and may hold spaces.
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
          found.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * TICK_MS)
        } catch {
          // The process ended meanwhile.
        }
      }),
  )
  return found
}

/** CPU milliseconds used between two snapshots (processes that started in between count in full). */
export function cpuGrowth(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0)
  return total
}
