//===- BufferizationToMemRef.h - bufferization ops as memref ops ----------===//
#pragma once
// convert-bufferization-to-memref (its factory is in conversions/Passes.h).
