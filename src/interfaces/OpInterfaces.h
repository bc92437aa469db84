//===- OpInterfaces.h - The op interfaces passes ask for ------------------===//
//
// The interfaces of src/interfaces/, in one include. An op implements one
// by listing it in its definition's `.interfaces`, or by having it attached
// from outside its dialect (Context::attachOpInterface); passes ask with
// getInterface<I>(op) and never name the op. See ir/InterfaceSupport.h.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interfaces/CallInterfaces.h"
#include "interfaces/ControlFlowInterfaces.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Operation.h"
